/**
 * Waits in play functions for overlays to stop moving. Ark's dialogs, drawers and toasts animate in and
 * out (packages/ui/src/theme/keyframes.ts): geometry read mid-slide is off by a fraction of a pixel or
 * more, and an element fading in is not visible yet at opacity 0. Read geometry after this, rather than
 * polling it until it happens to match.
 */

/** An animation that ends by itself (a spinner's runs forever and is not waited for). */
function ends(animation: Animation): boolean {
  return animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
}

/**
 * Resolves once no finite CSS animation or transition runs on `target` and its descendants (default:
 * the whole document, for portalled overlays and their backdrops). Waits again for animations that
 * start while it waits; an animation cancelled on the way (its element closed) counts as ended.
 */
export async function animationsSettled(target: Document | Element = document): Promise<void> {
  for (;;) {
    const running = (
      target instanceof Document ? target.getAnimations() : target.getAnimations({ subtree: true })
    ).filter((animation) => animation.playState !== 'finished' && ends(animation));
    if (running.length === 0) return;
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
}
