/** Moves the keyboard to a block once it is on the page (after React has rendered it). */
export function focusBlock(blockId: string, inner?: string) {
  requestAnimationFrame(() => {
    const frame = document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(blockId)}"]`);
    ((inner && frame?.querySelector<HTMLElement>(inner)) || frame)?.focus();
  });
}
