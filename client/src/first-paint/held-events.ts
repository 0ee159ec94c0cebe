type Field = HTMLElement & { value?: string };
type HeldEvent = { element: Field; type: 'click' | 'change'; value?: string };

declare global {
  interface Window {
    // Set by client/public/landing-start.js on the landing the server drew.
    boxifyTakeHeldEvents?: () => HeldEvent[];
  }
}

const RETRY_MS = 50;
const GIVE_UP_MS = 5000;

// React marks each node it has taken over (or drawn) with its props; a press on a node without them does nothing.
const taken = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

// Where the visitor's page differed from the drawing (signed in), React drew that part anew: the same control there.
function counterpart(element: Field): Field | undefined {
  if (element.isConnected) return element;
  return [...document.querySelectorAll<Field>(element.tagName)].find(
    (candidate) => candidate.className === element.className && candidate.textContent === element.textContent,
  );
}

function replay({ element, type, value }: HeldEvent): void {
  if (type === 'click') return element.click();
  // Taking the page over may have set the field back to the value it was drawn with.
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Makes again the presses and choices held on the server-drawn landing before the app listened, each once React
 * has taken its control over.
 */
export function replayHeldEvents(): void {
  let waiting = window.boxifyTakeHeldEvents?.() ?? [];
  const started = Date.now();
  const attempt = () => {
    waiting = waiting.filter((held) => {
      const target = counterpart(held.element);
      if (!target || !taken(target)) return true;
      replay({ ...held, element: target });
      return false;
    });
    if (waiting.length > 0 && Date.now() - started < GIVE_UP_MS) window.setTimeout(attempt, RETRY_MS);
  };
  attempt();
}
