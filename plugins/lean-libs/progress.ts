// The browser's stand-in for nprogress (plugins/lean-libs): theme-classic shows a bar at the top of the window
// when opening a page takes longer than 200 ms, through `configure`, `start` and `done`. Same markup, so the
// theme's stylesheet for `#nprogress` applies; same pace (a trickle every 200 ms that slows as it nears the end).

const speed = 200;
let container: HTMLElement | null = null;
/** The bar's progress from 0.08 to 1 while shown; null when no page is loading. */
let status: number | null = null;
let trickle: number | undefined;

function show(value: number): void {
  if (!container) {
    container = document.createElement('div');
    container.id = 'nprogress';
    container.innerHTML = '<div class="bar"><div class="peg"></div></div>';
    const bar = container.firstElementChild as HTMLElement;
    bar.style.transform = 'translate3d(-100%,0,0)';
    bar.style.transition = `transform ${speed}ms ease`;
    document.body.append(container);
    // Laid out at the start position first, so the bar slides in from the left.
    void bar.offsetWidth;
  }
  (container.firstElementChild as HTMLElement).style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
}

function set(value: number): void {
  const clamped = Math.min(Math.max(value, 0.08), 1);
  status = clamped === 1 ? null : clamped;
  show(clamped);
  if (clamped < 1) return;
  window.clearTimeout(trickle);
  const finished = container!;
  container = null;
  window.setTimeout(() => {
    finished.style.transition = `opacity ${speed}ms linear`;
    finished.style.opacity = '0';
    window.setTimeout(() => finished.remove(), speed);
  }, speed);
}

/** The next step: large at first, smaller as the bar fills, never reaching the end on its own. */
function increment(): void {
  if (status === null) return;
  const step = status < 0.2 ? 0.1 : status < 0.5 ? 0.04 : status < 0.8 ? 0.02 : status < 0.99 ? 0.005 : 0;
  set(Math.min(status + step, 0.994));
}

interface Progress {
  configure(): Progress;
  start(): Progress;
  done(): Progress;
}

const progress: Progress = {
  configure() {
    return progress;
  },
  start() {
    if (status === null) set(0);
    window.clearTimeout(trickle);
    const work = () => {
      trickle = window.setTimeout(() => {
        increment();
        if (status !== null) work();
      }, speed);
    };
    work();
    return progress;
  },
  done() {
    if (status !== null) set(1);
    return progress;
  },
};

export default progress;
