/**
 * Runs `task` once the browser has painted the frame that follows the current event: a
 * requestAnimationFrame callback runs just before that paint, and a task it queues runs after.
 * A control answers its input in that frame (a menu or sheet closes, the chosen label shows) and
 * the heavier work the input asks for (a new URL, the list drawn again) starts after, so the
 * input's own frame (what INP measures) is not held back by it. A hidden page draws no frames:
 * there the task simply runs next.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
