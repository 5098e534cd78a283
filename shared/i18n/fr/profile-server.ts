import type en from '../en/profile-server.ts';
import type { Messages } from '../languages.ts';

/** The profile messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  errors: {
    resetMfa: 'Échec de la réinitialisation des paramètres multifacteurs de l’utilisateur. Veuillez réessayer.',
    sendPassword: 'Échec de l’envoi du courriel de mot de passe temporaire. Veuillez réessayer.',
    notSaved: 'Vos modifications n’ont pas été enregistrées.',
    load: 'Une erreur s’est produite.',
    cannotRemoveSelf: 'Vous ne pouvez pas vous retirer vous-même de l’entreprise.',
    cannotResetOwnMfa: 'Vous ne pouvez pas réinitialiser ici votre propre authentification multifacteur.',
    detailsOwnedByUser:
      "Cet utilisateur appartient aussi à d'autres entreprises : lui seul peut changer son nom et son téléphone.",
    credentialsOwnedElsewhere:
      "Cet utilisateur appartient à des entreprises que vous n'administrez pas : seuls lui ou ces entreprises peuvent réinitialiser sa connexion.",
  },
  validation: {
    rolesRequired: 'Choisissez au moins un rôle.',
    roleUnavailable: 'Ce rôle ne peut pas être attribué dans cette entreprise.',
    alreadyMember: 'Cette personne est déjà un utilisateur de cette entreprise.',
    alreadyInvited: 'Cette personne a déjà été invitée dans cette entreprise.',
    keepOwnAdmin: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur.',
  },
  emails: {
    invitation: {
      subject: 'Vous êtes invité à rejoindre {{company}} sur LanePay',
      body: "{{company}} vous invite à la rejoindre sur LanePay. Connectez-vous avec votre compte LanePay pour accepter ou refuser : l'invitation se trouve dans le menu de votre compte. Si vous ne l'attendiez pas, refusez-la ou ignorez ce courriel.",
    },
    welcome: {
      subject: 'Vous avez été ajouté à LanePay',
      body: 'Bonjour {{name}}, vous avez été ajouté à {{company}} sur LanePay. Connectez-vous avec votre courriel et le mot de passe temporaire {{password}}, puis choisissez un nouveau mot de passe et configurez l’authentification multifacteur.',
    },
    mfaReset: {
      subject: 'Votre authentification multifacteur LanePay a été réinitialisée',
      body: 'Bonjour {{name}}, un administrateur a réinitialisé votre authentification multifacteur. Connectez-vous avec le mot de passe temporaire {{password}}, choisissez un nouveau mot de passe et configurez de nouveau l’authentification multifacteur. Si vous ne vous attendiez pas à ce changement, communiquez avec le soutien.',
    },
  },
} satisfies Messages<typeof en>;
