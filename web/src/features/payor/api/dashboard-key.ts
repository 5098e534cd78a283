/**
 * Every query of the dashboard starts with it. Its figures are other screens' (invoices, batches,
 * alerts, payments), which change there, so the landing page asks again each time it opens.
 */
export const payorDashboardKey = ['payor-dashboard'] as const;
