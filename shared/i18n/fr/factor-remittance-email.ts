/** The factor's daily remittance email (issue 16): the day's payments to the factor, each with its invoices. */
export default {
  subject: 'Remise LanePay du {{date}} pour {{factor}}',
  intro_one:
    'LanePay a fait {{count}} paiement à {{factor}} le {{date}}. Voici les factures qu’il a réglées ; sa page offre la remise en CSV et en Excel.',
  intro_other:
    'LanePay a fait {{count}} paiements à {{factor}} le {{date}}. Voici les factures réglées par chacun ; la page de chaque paiement offre sa remise en CSV et en Excel.',
  payment: 'Paiement {{code}} : {{amount}} vers {{account}}',
  link: 'Remise (CSV, Excel) : {{link}}',
  line: '{{debtor}} · {{client}} · facture {{invoice}} · chargement {{load}} : montant de la facture {{gross}}, frais {{fee}}, net {{net}}',
  totals: 'Totaux',
  total_one:
    '{{currency}} : {{count}} facture, montant des factures {{gross}}, frais {{fee}}, net {{net}} ; payé {{paid}}',
  total_other:
    '{{currency}} : {{count}} factures, montant des factures {{gross}}, frais {{fee}}, net {{net}} ; payé {{paid}}',
  footer:
    'Ce courriel est envoyé à l’adresse de remise enregistrée pour {{factor}} sur LanePay. Modifiez-la dans votre profil : {{profile}}',
};
