import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { continueToSeats, directOffer, isoDay, payAndConfirm, skipSeats, unique, yearsBefore } from './support/journey';
import { fullPageShot, seriousViolations, SIZE_NAMES } from './support/pages';
import { openBooking, openSitePage, signUp } from './support/preamble';

/*
 * R49 and R50 as a family meets them: the holder saves herself on /account/travellers (her
 * passport shown as its last four from then on), her son is saved too, and the booking form fills
 * both from the saved travellers: nobody types a name, a birth date or a passport number.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

describe.each(SIZE_NAMES)('saved travellers at %s', (size) => {
  it('R49: saves the family, then books an adult and a child without typing their details', async () => {
    const { context, page, errors } = await openSitePage(browser(), size);
    const id = unique();
    await signUp(context, {
      username: `fam_${id}`,
      email: `fam.${id}@example.com`,
      firstName: 'Ada',
      lastName: 'King',
      password: 'secret-pass-1',
    });

    // The holder saves herself on the travellers page.
    await page.goto(`${baseUrl}/account/travellers`);
    await page.getByRole('button', { name: 'Add a traveller' }).click();
    await page.locator('#traveller-title').selectOption('mrs');
    await page.locator('#traveller-firstName').fill('Ada');
    await page.locator('#traveller-lastName').fill('King');
    await page.locator('#traveller-gender').selectOption('female');
    await page.locator('#traveller-dateOfBirth').fill('1985-12-10');
    await page.locator('#traveller-email').fill(`fam.${id}@example.com`);
    await page.locator('#traveller-phone').fill('+44 7700 900123');
    await page.locator('#traveller-passportNumber').fill('KX4455667');
    await page.locator('#traveller-passportExpiryDate').fill('2034-06-30');
    await page.locator('#traveller-passportIssuingCountry').fill('GB');
    await page.getByRole('button', { name: 'Save traveller' }).click();
    const list = page.getByRole('list', { name: 'Saved travellers' });
    await list.getByText('Passport ••••5667').waitFor();
    expect(await page.content()).not.toContain('KX4455667');

    // Her son, searched as 7 on the day of the flight, saved through the API.
    const day = isoDay(50);
    const son = await context.request.post(`${baseUrl}/api/account/travellers`, {
      data: {
        title: 'mr',
        firstName: 'Byron',
        lastName: 'King',
        gender: 'male',
        dateOfBirth: yearsBefore(day, 8, -30),
        passportNumber: 'KX9988776',
        passportExpiryDate: '2033-01-31',
        passportIssuingCountry: 'GB',
      },
    });
    expect(son.status()).toBe(201);
    await page.reload();
    await list.getByText('Byron King').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `saved-travellers-page-${size}`);

    const offerId = await directOffer(context, 50, 'JFK', 'LHR', baseUrl, {
      adultsCount: 1,
      childrenCount: 1,
      childAges: [7],
    });
    await openBooking(page, offerId, 1, 1);
    // Only the traveller whose age fits each slot is offered there.
    const adultChoice = page.locator('#passenger-0-saved');
    await adultChoice.waitFor();
    expect(await adultChoice.locator('option').allTextContents()).toEqual([
      'Someone else (type their details)',
      'Ada King (1985-12-10)',
    ]);
    await adultChoice.selectOption({ label: 'Ada King (1985-12-10)' });
    await page.locator('#passenger-1-saved').selectOption({ index: 1 });
    await expect.poll(() => page.locator('#passenger-1-firstName').inputValue()).toBe('Byron');
    expect(await page.locator('#passenger-0-passportNumber').inputValue()).toBe('');
    await page.getByText('Their saved passport ending 5667 is used').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `saved-travellers-booking-form-${size}`);
    await continueToSeats(page);
    await skipSeats(page);
    await payAndConfirm(page);
    const passengers = page.getByRole('region', { name: 'Passengers' }).first();
    await passengers.getByText('Ada King').waitFor();
    await passengers.getByText('Byron King').waitFor();
    await fullPageShot(page, `saved-travellers-confirmation-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
