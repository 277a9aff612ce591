/** GET /settings and GET /health, in GoTrue's shapes. */
import type { ServerDeps } from '../deps.ts';

export function settings(deps: ServerDeps) {
  return {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      github: false,
      gitlab: false,
      google: false,
      phone: false,
      saml: false,
    },
    disable_signup: false,
    mailer_autoconfirm: deps.env.AUTH_AUTOCONFIRM,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

export const health = {
  version: 'builtin',
  name: 'GoTrue',
  description: 'GoTrue is a user registration and authentication API',
};
