// Runs inside the demo page (scripts/bench.ts sends it as text, untouched by the TypeScript
// loader): alternates two cached queries and times each from the input event to the next paint
// after the suggestion list changed.
// oxlint-disable-next-line no-unused-vars
async function measureKeystrokes(rounds) {
  const field = document.querySelector('input[name="s"]');
  const listbox = document.querySelector('[role="listbox"]');
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const results = [];
  for (let i = 0; i < rounds; i++) {
    const query = i % 2 === 0 ? 'ขวด' : 'ครีม';
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(listbox, { childList: true, subtree: true, characterData: true });
    });
    const start = performance.now();
    field.value = query;
    field.dispatchEvent(new InputEvent('input', { bubbles: true, data: query }));
    await changed;
    await painted();
    results.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return results;
}
