import type en from '../en/emails.ts';
import type { Messages } from '../languages.ts';

export default {
  temporaryPassword: {
    subject: 'Votre mot de passe temporaire LanePay',
    body: "Votre mot de passe temporaire est {{password}}. Connectez-vous avec celui-ci et choisissez un nouveau mot de passe. Si vous ne l'avez pas demandé, contactez le support.",
  },
  relationshipVerification: {
    subject: 'Votre code de vérification LanePay',
    email:
      "Votre code de vérification LanePay est {{code}}. Saisissez-le pour vous connecter à {{payors}}. Il expire dans {{minutes}} minutes. Si vous ne l'avez pas demandé, vous pouvez ignorer ce courriel.",
    text: 'LanePay : votre code de vérification est {{code}}. Il expire dans {{minutes}} minutes.',
    voice:
      'Bonjour, ici LanePay. Votre code de vérification est {{spokenCode}}. Je répète, votre code est {{spokenCode}}.',
  },
  claimRequest: {
    subject: 'Nous avons reçu votre demande de connexion à {{payor}}',
    body: 'Nous avons reçu votre demande de connexion de {{carrier}} à {{payor}}. Notre équipe transporteurs vous contactera pour vérifier la connexion.',
  },
  authorizationForm: {
    subject: 'Votre autorisation de courtier pour {{payor}}',
    body: "{{signerName}} ({{signerTitle}}) a signé le formulaire d'autorisation de courtier pour {{carrier}} (MC/DOT {{mcOrDotNumber}}) le {{signedAt}}. {{carrier}} est maintenant connecté à {{payor}}.",
  },
  registrationCode: {
    subject: "Votre code d'inscription LanePay",
    body: "Votre code d'inscription LanePay est {{code}}. Il expire dans {{minutes}} minutes. Si vous n'avez pas commencé d'inscription, ignorez cet e-mail.",
  },
  registrationInvite: {
    subject: 'Inscrivez {{companyName}} sur LanePay',
    body: "Bonjour {{name}}, {{fromName}} vous demande d'inscrire {{companyName}} sur LanePay pour être payé par ses courtiers et expéditeurs. Commencez ici : {{link}}",
  },
  billSentToAdmin: {
    subject: '{{driver}} vous a envoyé les documents du chargement {{loadNumber}}',
    body: '{{driver}} a téléversé les documents du chargement {{loadNumber}} ({{payor}}) et vous les a envoyés pour vérification et soumission. Ouvrez-les ici : {{link}}',
  },
  passwordReset: {
    subject: 'Votre code de réinitialisation du mot de passe LanePay',
    body: "Votre code de réinitialisation du mot de passe LanePay est {{code}}. Saisissez-le avec un nouveau mot de passe sur la page de connexion dans les {{minutes}} minutes. Votre mot de passe actuel reste valable jusque-là. Si vous n'avez rien demandé, ignorez ce courriel.",
  },
  passwordChanged: {
    subject: 'Votre mot de passe LanePay a été modifié',
    body: "Le mot de passe de votre compte LanePay a été modifié et tous les appareils connectés ont été déconnectés. Si ce n'était pas vous, contactez immédiatement l'assistance.",
  },
  mfaPhoneCode: {
    subject: 'Votre code de téléphone LanePay',
    text: 'LanePay : votre code pour recevoir les codes de connexion sur ce téléphone est {{code}}. Il expire dans {{minutes}} minutes.',
  },
  mfaPhoneChanged: {
    subject: 'Votre téléphone de connexion LanePay a été modifié',
    body: "Les codes de connexion de votre compte LanePay sont désormais envoyés au numéro se terminant par {{lastDigits}}. Si ce n'était pas vous, contactez immédiatement l'assistance.",
    text: "LanePay : les codes de connexion de votre compte vont désormais au numéro se terminant par {{lastDigits}}. Ce n'était pas vous ? Contactez immédiatement l'assistance.",
  },
  carrierInvitation: {
    subject: '{{payor}} vous invite à être payé avec LanePay',
    email:
      'Bonjour {{carrier}}, {{payor}} paie ses transporteurs avec LanePay et vous a ajouté parmi eux. Pour vous connecter à {{payor}}, connectez-vous sur {{link}} (nouveau sur LanePay ? Un e-mail séparé contient votre mot de passe temporaire), puis réclamez {{payor}} avec le code de vérification que nous enverrons à cette adresse e-mail.',
    text: 'LanePay : {{payor}} invite {{carrier}} à être payé avec LanePay. Connectez-vous sur {{link}} et réclamez {{payor}} avec le code que nous enverrons par SMS à ce numéro.',
  },
  noaNotice: {
    subject: '{{factor}} reçoit désormais les paiements de {{carrier}}',
    body: '{{factor}} a envoyé un avis de cession pour {{carrier}} : à partir du {{coolingOffEnds}}, les paiements de {{payors}} iront à {{factor}} et non plus à vous. Si vous n’avez pas vendu ces factures à {{factor}}, contestez l’avis avant cette date : aucun paiement ne change d’ici là. Consultez-le et contestez-le ici : {{link}}',
    allPayors: 'tous vos payeurs',
  },
} satisfies Messages<typeof en>;
