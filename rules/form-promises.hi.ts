/**
 * What each form promises will happen next, in Hindi (issue #29): the same promises as
 * ./form-promises.ts, for the forms of the /hi pages and the Hindi acknowledgement emails.
 */
import type { formPromises } from './form-promises.ts';

export const formPromisesHi: { readonly [K in keyof typeof formPromises]: string } = {
  whitepaper: 'हम एक कार्य दिवस के भीतर श्वेत पत्र इसी पते पर ईमेल कर देंगे।',
  webinarRegistration: 'हमने कैलेंडर आमंत्रण संलग्न कर दिया है, और वेबिनार से एक दिन पहले इसमें जुड़ने का लिंक आपको ईमेल करेंगे।',
  application: 'हमारी भर्ती टीम प्रत्येक आवेदन पढ़ती है और 10 कार्य दिवसों के भीतर इसी पते पर उत्तर देगी।',
};
