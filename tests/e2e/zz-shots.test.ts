import { it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
const app = openApp({ pagePerTest: false, skipCookieNotice: (s) => [s.url, s.enUrl] });
it('shots', async () => {
  for (const lang of ['ru', 'en'] as const) {
    for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
      const base = lang === 'ru' ? app.server.url : app.server.enUrl;
      const page = await app.newPage([base], { viewport });
      await signInUi(page, base, 'ambassador@demo.local', DEMO_PASSWORD);
      await page.goto(`${base}/user/profile`);
      await page.getByTestId('manager').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/x/shots/profile-${lang}-${name}.png`, fullPage: true });
    }
  }
  const base = app.server.url;
  const page = await app.newPage([base], { viewport: { width: 1280, height: 800 } });
  await signInUi(page, base, 'admin@demo.local', DEMO_PASSWORD);
  await page.goto(`${base}/admin/applicants?status=approved&q=ambassador%40demo`);
  await page.getByTestId('manager-picker').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/x/shots/admin-ru-desktop.png', fullPage: true });
  const ph = await app.newPage([base], { viewport: { width: 390, height: 844 } });
  await signInUi(ph, base, 'admin@demo.local', DEMO_PASSWORD);
  await ph.goto(`${base}/admin/applicants?status=approved&q=ambassador%40demo`);
  await ph.getByTestId('manager-picker').waitFor();
  await ph.waitForTimeout(500);
  await ph.screenshot({ path: '/tmp/x/shots/admin-ru-phone.png', fullPage: true });
  const emma = await app.newPage([app.server.enUrl], { viewport: { width: 390, height: 844 } });
  await signInUi(emma, app.server.enUrl, 'emma@demo.local', DEMO_PASSWORD);
  await emma.goto(`${app.server.enUrl}/user/profile`);
  await emma.getByTestId('manager').waitFor();
  await emma.screenshot({ path: '/tmp/x/shots/profile-empty-en-phone.png' });
}, 120000);
