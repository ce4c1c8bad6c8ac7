// The page's error line (a problem's message) and the progress line of a running query.

const $ = (id) => document.getElementById(id);

/** Shows an error's message (for an API error: the problem's title and detail); null clears it. */
export function showError(error) {
  const box = $('error');
  box.textContent = error ? error.message || String(error) : '';
  box.hidden = !error;
}

/** Shows progress with the time elapsed; returns the function that ends it. */
export function startProgress(text) {
  const started = performance.now();
  const label = $('progress-text');
  const tick = () => { label.textContent = `${text} ${((performance.now() - started) / 1000).toFixed(1)} s`; };
  tick();
  const timer = setInterval(tick, 100);
  $('progress').hidden = false;
  $('main').setAttribute('aria-busy', 'true');
  return () => {
    clearInterval(timer);
    $('progress').hidden = true;
    $('main').removeAttribute('aria-busy');
  };
}
