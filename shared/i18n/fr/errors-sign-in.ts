import type en from '../en/errors-sign-in.ts';
import type { Messages } from '../languages.ts';

export default {
  validationFailed: 'Certains champs nécessitent votre attention.',
  malformedBody: 'Le corps de la requête est illisible.',
  unauthenticated: 'Votre session est terminée. Veuillez vous reconnecter.',
  forbidden: "Vous n'avez pas accès à cette page.",
  csrfMismatch: "Votre session n'a pas pu être vérifiée. Veuillez recharger la page.",
  mfaRequired: "L'authentification multifacteur doit être configurée avant de continuer.",
  notFound: 'Introuvable.',
  internal: "Une erreur s'est produite.",
  generic: "Une erreur s'est produite.",
  invalidCredentials: "La connexion n'a pas pu aboutir. Veuillez réessayer.",
  userNotFound: "Aucun compte n'existe pour cette connexion.",
  companyNotAvailable: 'Aucune entreprise sélectionnée.',
  ssoNotConfigured: "L'authentification unique n'est pas disponible.",
  ssoFailed: "L'authentification unique n'a pas pu aboutir. Veuillez réessayer.",
  mfaCodeMismatch: "Le code n'est pas correct. Veuillez réessayer.",
  mfaTooManyCodes: 'Trop de codes ont été envoyés. Veuillez patienter quelques minutes et réessayer.',
  mfaTypeUnavailable: 'Les appels ne sont pas encore disponibles. Choisissez SMS.',
  mfaNotEnrolled: "L'authentification multifacteur n'a pas pu être activée. Veuillez réessayer.",
  timeoutTitle: 'Attention',
  timeout: 'Nous traitons votre demande. Veuillez revenir plus tard.',
  noResponseTitle: 'Oups',
  noResponse: "Il semble qu'une erreur se soit produite. Veuillez réessayer.",
  errorTitle: 'Erreur',
  successTitle: 'Succès',
} satisfies Messages<typeof en>;
