import type en from '../en/errors.ts';
import type { Messages } from '../languages.ts';
import signInErrors from './errors-sign-in.ts';

export default {
  ...signInErrors,
  /** Files made in the background (issue 14): the export jobs API and its worker. */
  exportJob: {
    notAFile: 'Ce n’est pas un fichier que le portail peut produire.',
    failed: 'Le fichier n’a pas pu être produit. Veuillez réessayer.',
    notFailed: 'Seule une exportation échouée peut être relancée.',
    requestReused: 'Cette demande a déjà servi à une autre exportation.',
  },
  exportTooLarge: 'Ce fichier serait trop volumineux pour être téléchargé. Affinez les filtres et réessayez.',
  claim: {
    codeMismatch: "Ce code n'est pas correct. Tentatives restantes : {{count}}.",
    noAttemptsRemaining: 'Plus aucune tentative',
    codeExpired: 'Ce code a expiré. Veuillez envoyer un nouveau code.',
    codeUsed: 'Ce code a déjà été utilisé. Veuillez envoyer un nouveau code.',
    codeNotSent: "Veuillez d'abord envoyer un code de vérification.",
    tooManyCodes: 'Trop de codes ont été envoyés. Veuillez patienter quelques minutes et réessayer.',
    methodUnavailable: 'Ce moyen de contact ne peut pas recevoir ce type de message.',
    notLinked: "Ce moyen de contact n'est pas enregistré pour les payeurs sélectionnés.",
    termNotOffered: 'Ce payeur ne propose pas ce délai de paiement.',
    verificationRequired: 'Cette connexion doit être vérifiée par un code.',
    unableToVerify: "Nous n'avons pas pu vérifier vos informations",
    notClaimed: 'Connectez-vous à ce payeur avant de modifier son délai de paiement.',
    alreadyClaimed: 'Ce payeur est déjà connecté.',
  },
  paperworkTermsNotAccepted: 'Acceptez les conditions de règlement pour consulter les documents.',
  billNotEditable: 'Cette facture ne peut plus être modifiée.',
  bill: {
    notSubmittable: 'Certaines factures ne sont pas prêtes à être soumises.',
    notResubmittable: 'Cette facture ne peut pas être soumise dans son état actuel.',
    invalidTransition: 'Cette facture ne peut pas passer à cet état depuis son état actuel.',
    concurrentUpdate: 'Cette facture a été modifiée en même temps. Rechargez-la et réessayez.',
    queueUnavailable: 'Vos documents n’ont pas pu être soumis pour le moment. Réessayez dans quelques minutes.',
    unknownCarrier: "Aucune relation avec ce transporteur n'a été trouvée.",
  },
  invoice: {
    endBeforeStart: 'La date de fin doit être identique ou postérieure à la date de début.',
    grossPositive: 'Le montant doit être supérieur à 0,00 $.',
    termLocked: 'Le délai de paiement de cette facture est verrouillé et ne peut plus être modifié.',
    factored: "Les factures affacturées sont payées à la société d'affacturage selon ses conditions.",
    notEligible: 'Seules les factures standard peuvent changer de délai de paiement.',
    unclaimed: 'Connectez-vous à ce payeur avant de choisir un délai de paiement.',
    termNotOffered: 'Ce payeur ne propose pas ce délai de paiement.',
    concurrentUpdate: 'Cette facture a été modifiée en même temps. Rechargez-la et réessayez.',
    invalidTransition: 'Cette facture ne peut pas passer à ce statut depuis son statut actuel.',
    statusNotAllowed: 'Ce statut est défini par LanePay, pas par le payeur.',
    duplicateInvoiceNumber: 'Une facture portant ce numéro a déjà été soumise.',
    duplicateLoadNumber: 'Une facture pour ce numéro de chargement a déjà été soumise.',
    unknownRelationship: "Aucune relation avec ce transporteur n'a été trouvée.",
    tooManySelected: 'Sélectionnez au plus {{maxLength}} factures à la fois.',
  },
  noaNotice: {
    notDisputable:
      'Le délai pour contester cet avis est passé : ses paiements vont désormais au factor. Si vous n’avez pas vendu ces factures, appelez immédiatement le support LanePay.',
    concurrentUpdate: 'Cet avis a été modifié en même temps. Rechargez-le et réessayez.',
  },
  highwayAlert: {
    alreadyEnded: 'Cette alerte a déjà été fermée autrement.',
    concurrentUpdate: 'Cette alerte a été modifiée en même temps. Rechargez-la et réessayez.',
  },
  registration: {
    expired: 'Votre inscription a expiré. Veuillez recommencer.',
    accountExists: 'Un compte existe déjà avec cette adresse e-mail',
    numbersTaken: 'Une entreprise avec ce numéro DOT ou MC a déjà un compte LanePay.',
    noMatch: "Nous n'avons pas pu vérifier vos informations",
    passwordRefused: 'Ce mot de passe ne respecte pas les exigences.',
  },
  load: {
    duplicateLoadNumber: 'Un autre chargement porte déjà ce numéro.',
    deliveryBeforePickup: 'La date de livraison doit être égale ou postérieure à la date de ramassage.',
    status: {
      invoiced: 'Ce chargement a une facture : son statut suit la facture.',
      advanced: 'Un chargement avec une avance ne peut pas être annulé.',
    },
    advance: {
      overLimit: "L'avance peut être d'au plus {{amount}} (la moitié du montant attendu de la facture).",
      alreadyRequested: 'Une avance a déjà été demandée pour ce chargement.',
      invoiceApproved: "La facture de ce chargement est approuvée ou payée : elle n'accepte plus d'avance.",
      cancelled: "Un chargement annulé n'accepte pas d'avance.",
    },
  },
  /** The payor's profile: its settings and its funding account. */
  profileSettings: {
    staffOnly: 'Seul LanePay peut modifier ce paramètre. Contactez votre gestionnaire de compte.',
  },
  fundingAccount: {
    sameAsActive: 'Ce compte est déjà celui que LanePay prélève.',
    pendingExists:
      'Un autre compte de remplacement attend sa vérification. Retirez-le d’abord ou attendez la vérification.',
    notPending: "Ce compte n'attend plus de vérification.",
  },
  concurrentChange: 'Ceci a été modifié en même temps. Rechargez puis réessayez.',
  versionRequired:
    'Cette modification doit indiquer la version sur laquelle elle a été faite. Rechargez la page et réessayez.',
  versionInvalid: "La version envoyée avec cette modification n'est pas valide. Rechargez la page et réessayez.",
  carrierInvite: {
    numbersDisagree: 'Ce MC # et ce DOT # appartiennent à deux transporteurs différents.',
    newCarrierNeedsEmail: "Ce transporteur n'est pas encore sur LanePay : invitez-le par e-mail.",
    concurrent: 'Ce transporteur a été invité en même temps. Rechargez puis réessayez.',
  },
  creditNote: {
    duplicateReference: 'Une note de crédit portant ce numéro de référence a déjà été émise.',
  },
  /** Traitement des documents NOA et LOR par le personnel (issue 15). */
  noa: {
    leased: 'Quelqu’un d’autre travaille sur ce document.',
    notAllowed: 'Ce document ne peut pas franchir cette étape maintenant. Rechargez-le.',
    notReady: 'Confirmez les champs et faites d’abord toutes les tâches.',
    ownDocument: 'Vous avez traité ce document : quelqu’un d’autre l’audite.',
    lorStillRequired: 'La lettre de mainlevée de l’affactureur enregistré est d’abord nécessaire.',
    notCarrier: 'Choisissez un transporteur de LanePay.',
    notFactor: 'Choisissez un affactureur de LanePay.',
    notDebtor: 'Choisissez des payeurs de ce transporteur.',
    searchCriterion: 'Saisissez un numéro de document, un transporteur, un affactureur ou un statut pour rechercher.',
    notInQueue: 'Ce document n’est plus dans cette file. Rechargez-le pour voir où il se trouve.',
    concurrentChange: 'Ce document a été modifié en même temps. Rechargez-le et réessayez.',
    nothingSelected: 'Sélectionnez au moins un document.',
    tooManySelected: 'Sélectionnez au plus 50 documents à la fois.',
    splitTwoParts: 'Divisez le document en au moins deux parties.',
    splitTooManyParts: 'Divisez le document en 10 parties au plus.',
    splitPages: 'Les parties doivent reprendre chaque page une fois, dans l’ordre, de la première à la dernière.',
    rangeTooLong: 'Choisissez une période de 92 jours au plus.',
    notStaffMember: 'Ce membre du personnel n’existe pas.',
  },
} satisfies Messages<typeof en>;
