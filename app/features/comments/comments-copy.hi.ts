/** The comments' words in Hindi (issue #29), key for key ./comments-copy.ts. */
import type { Translation } from '../../lib/lang.ts';
import type { commentsCopy } from './comments-copy.ts';

export const commentsCopyHi: Translation<typeof commentsCopy> = {
  heading: (total) => `टिप्पणियाँ${total ? ` (${total})` : ''}`,
  confirmDelete: 'क्या यह टिप्पणी हटानी है? इसे वापस नहीं लाया जा सकेगा।',
  loading: 'लोड हो रहा है...',
  loadMore: 'और देखें',
  signInPrompt: 'चर्चा में भाग लेने के लिए कृपया लॉग इन करें।',
  signIn: 'लॉग इन करें',
  addLabel: 'टिप्पणी लिखें',
  placeholder: 'अपने विचार साझा करें...',
  posting: 'भेजी जा रही है...',
  post: 'टिप्पणी भेजें',
  empty: 'अभी कोई टिप्पणी नहीं है। पहली टिप्पणी आप लिखें!',
  listLabel: 'टिप्पणियाँ',
  deleteLabel: 'टिप्पणी हटाएँ',
  reportLabel: (author) => `${author} की टिप्पणी की शिकायत करें`,
  report: 'शिकायत करें',
  loadingComments: 'टिप्पणियाँ लोड हो रही हैं',
  reportTitle: 'टिप्पणी की शिकायत करें',
  reportDescription: (author) => `मॉडरेटरों को बताएँ कि ${author} की टिप्पणी में क्या गलत है।`,
  reason: 'कारण (वैकल्पिक)',
  cancel: 'रद्द करें',
  reporting: 'शिकायत भेजी जा रही है...',
};
