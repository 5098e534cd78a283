import type en from '../en/emails.ts';
import type { Messages } from '../languages.ts';

export default {
  temporaryPassword: {
    subject: 'Votre mot de passe temporaire LanePay',
    body: "Votre mot de passe temporaire est {{password}}. Connectez-vous avec celui-ci et choisissez un nouveau mot de passe. Si vous ne l'avez pas demandé, contactez le support.",
  },
} satisfies Messages<typeof en>;
