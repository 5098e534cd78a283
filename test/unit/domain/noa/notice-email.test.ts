import { describe, expect, it } from 'vitest';
import { noticeEmail } from '#functions/domain/noa/notice-email.ts';

const base = {
  factorName: 'Alamo Capital Factoring',
  carrierName: 'Lone Star Freight LLC',
  coolingOffEndsAt: '2026-11-25T21:30:00.000Z',
  link: 'https://portal.example/payee/noa-notices/12',
};

describe('the fraud guard’s notice email', () => {
  it('names the factor, the payors, when the money moves (Chicago time) and the page to dispute it', () => {
    const email = noticeEmail({ ...base, language: 'en', payorNames: ['Redline Logistics', 'Prairie Grain Co.'] });
    expect(email.subject).toBe('Alamo Capital Factoring now receives the payments of Lone Star Freight LLC');
    expect(email.body).toContain(
      'from November 25, 2026 at 3:30 PM CST the payments from Redline Logistics and Prairie Grain Co.',
    );
    expect(email.body).toContain('dispute the notice before then');
    expect(email.body).toContain(base.link);
  });

  it('says "all your payors" for a blanket notice', () => {
    expect(noticeEmail({ ...base, language: 'en', payorNames: null }).body).toContain('payments from all your payors');
  });

  it('is written in Spanish for a Spanish reader', () => {
    const email = noticeEmail({ ...base, language: 'es', payorNames: ['Redline Logistics', 'Prairie Grain Co.'] });
    expect(email.subject).toBe('Alamo Capital Factoring ahora recibe los pagos de Lone Star Freight LLC');
    expect(email.body).toContain('aviso de cesión');
    expect(email.body).toContain('25 de noviembre de 2026');
    expect(email.body).toContain('Redline Logistics y Prairie Grain Co.');
    expect(email.body).toContain(base.link);
    expect(noticeEmail({ ...base, language: 'es', payorNames: null }).body).toContain('todos sus pagadores');
  });

  it('is written in French for a French reader', () => {
    const email = noticeEmail({ ...base, language: 'fr', payorNames: ['Redline Logistics', 'Prairie Grain Co.'] });
    expect(email.subject).toBe('Alamo Capital Factoring reçoit désormais les paiements de Lone Star Freight LLC');
    expect(email.body).toContain('avis de cession');
    expect(email.body).toContain('25 novembre 2026');
    expect(email.body).toContain('Redline Logistics et Prairie Grain Co.');
    expect(noticeEmail({ ...base, language: 'fr', payorNames: null }).body).toContain('tous vos payeurs');
  });
});
