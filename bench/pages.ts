// The public pages the bench measures (load, downloads, Lighthouse), found on the running server.
import { BenchError, log } from './servers';

export interface PageUnderTest {
  /** What the tables call it. */
  label: string;
  path: string;
}

/**
 * The public pages the bench looks at: home, a list (news), the doctors list and a news article, whose address
 * comes from the API (the first published article, at its canonical address). Without articles the article is
 * left out, with a message.
 */
export async function findPages(
  appUrl: string,
): Promise<{ home: PageUnderTest; article: PageUnderTest | null; all: PageUnderTest[] }> {
  const home = { label: 'home', path: '/' };
  const list = { label: 'news list', path: '/tin-tuc' };
  const doctors = { label: 'doctors list', path: '/bac-si' };
  let article: PageUnderTest | null = null;
  const response = await fetch(`${appUrl}/api/tintuc?limit=1`);
  const body = response.ok ? ((await response.json()) as { data?: { docs?: { _id: string }[] } }) : null;
  const id = body?.data?.docs?.[0]?._id;
  if (!id) {
    log(`no news article found (GET /api/tintuc answered ${response.status}): the article figures are skipped`);
  } else {
    // The id alone redirects to the canonical /tin-tuc/<id>-<slug>: load that one.
    const page = await fetch(`${appUrl}/tin-tuc/${id}`);
    await page.arrayBuffer();
    if (page.status !== 200) throw new BenchError(`the news article ${id} answered ${page.status}`);
    article = { label: 'news article', path: new URL(page.url).pathname };
  }
  return { home, article, all: [home, list, ...(article ? [article] : []), doctors] };
}
