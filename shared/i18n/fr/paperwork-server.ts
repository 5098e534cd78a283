import type en from '../en/paperwork-server.ts';
import type { Messages } from '../languages.ts';

/** The paperwork messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
    requestReused: 'Cette demande a déjà été faite pour une autre facture. Rechargez la page et réessayez.',
    lineHaulAmount: 'Le montant du transport principal (Line Haul) doit être supérieur à 0,00 $.',
    docType: 'Vous devez sélectionner un type de document',
    broker: 'Vous devez sélectionner un courtier valide.',
    fileTooLarge: '{{fileName}} est trop volumineux. La taille maximale est de {{maxFileSizeInMB}} Mo.',
    fileType: '{{fileName}} n’est pas un fichier PDF, PNG, JPEG ou TIFF.',
    uploadMissing: '{{fileName}} n’a pas fini d’être téléversé. Veuillez le téléverser à nouveau.',
    nothingToCombine: 'Aucun document PDF, PNG ou JPEG à combiner.',
    chargeAmount: 'Le montant doit être supérieur à 0,00 $.',
    chargeType: 'Sélectionnez un type de frais valide.',
    rejectionNote: 'Veuillez indiquer pourquoi la facture est rejetée.',
    carrier: 'Vous devez sélectionner un transporteur valide.',
    payorCreated: 'Cette facture a été créée par son payeur : elle reste chez ce payeur.',
    uploadExpired: 'Le téléversement de {{fileName}} a expiré. Veuillez le téléverser à nouveau.',
    requiredDocument: {
      rateConfirmation: 'Une confirmation de tarif est requise.',
      proofOfDelivery: 'Une preuve de livraison est requise.',
      billOfLading: 'Un connaissement est requis.',
      invoice: 'Le document de facture est requis.',
      lumperReceipt: 'Un reçu de déchargement (lumper) est requis.',
      scaleTicket: 'Un ticket de pesée est requis.',
      other: 'Un document supplémentaire est requis.',
      combined: 'Un document combiné est requis.',
    },
    billState: {
      approved: 'Approuvée',
      delivered: 'Livrée',
      exception: 'Exception',
      ignored: 'Ignorée',
      incomplete: 'Incomplète',
      pending: 'En attente',
      rejected: 'Rejetée',
      removed: 'Retirée',
      sent: 'Envoyée',
      submitted: 'Soumise',
    },
  },
  /** Emails the paperwork sends (the settlement API writes them to the outbox). */
  emails: {
    billFromPayor: {
      subject: '{{payor}} a ajouté une facture pour le chargement {{loadNumber}} à vos documents',
      body: '{{by}} de {{payor}} a créé une facture pour le chargement {{loadNumber}}. Ajoutez ses frais et ses documents, puis soumettez-la ici : {{link}}',
    },
  },
} satisfies Messages<typeof en>;
