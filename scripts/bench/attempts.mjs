// A measurement that fails now and then for reasons that say nothing of the page (a timeout on
// a busy machine; a Chromium trace that came back without the page's navigationStart, about
// one load in twenty) is measured again rather than ending a run of many minutes.

/**
 * `measure()`, tried up to `tries` times; `again(error)` is told of each failure that is tried
 * again, and answers false to give up at once (a failure that would repeat).
 */
export async function measureUpTo(tries, measure, again) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= tries || again(error) === false) throw error;
    }
  }
}
