// The public pages the bench measures (load, downloads, Lighthouse), found on the running server.
import { BenchError, log } from './servers';

export interface PageUnderTest {
  /** What the tables call it. */
  label: string;
  path: string;
}

/**
 * The public pages the bench looks at: home, a list (news), the doctors list, a news article and a doctor's page,
 * whose addresses come from the API (the first published article and doctor, at their canonical addresses). Without
 * one, its page is left out, with a message.
 */
export async function findPages(
  appUrl: string,
): Promise<{ home: PageUnderTest; article: PageUnderTest | null; all: PageUnderTest[] }> {
  const home = { label: 'home', path: '/' };
  const list = { label: 'news list', path: '/tin-tuc' };
  const doctors = { label: 'doctors list', path: '/bac-si' };
  const article = await firstDetail(appUrl, '/api/tintuc', '/tin-tuc', 'news article');
  const doctor = await firstDetail(appUrl, '/api/bacsi', '/bac-si', "doctor's page");
  return { home, article, all: [home, list, ...(article ? [article] : []), doctors, ...(doctor ? [doctor] : [])] };
}

/** The first public record of `api` at its canonical address (the id alone redirects to `<base>/<id>-<slug>`). */
async function firstDetail(appUrl: string, api: string, base: string, label: string): Promise<PageUnderTest | null> {
  const response = await fetch(`${appUrl}${api}?limit=1`);
  const body = response.ok ? ((await response.json()) as { data?: { docs?: { _id: string }[] } }) : null;
  const id = body?.data?.docs?.[0]?._id;
  if (!id) {
    log(`no ${label} found (GET ${api} answered ${response.status}): its figures are skipped`);
    return null;
  }
  const page = await fetch(`${appUrl}${base}/${id}`);
  await page.arrayBuffer();
  if (page.status !== 200) throw new BenchError(`the ${label} ${id} answered ${page.status}`);
  return { label, path: new URL(page.url).pathname };
}
