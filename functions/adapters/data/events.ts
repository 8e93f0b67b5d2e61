/**
 * Content-change notifications inside one process. The local stack listens to rebuild the site; on AWS the
 * table's stream plays this part, so nothing else depends on it.
 */
import { EventEmitter } from 'node:events';

export interface ContentChange { entity: string; action: 'create' | 'update' | 'delete'; at: string }

const emitter = new EventEmitter();

/** Announce that `entity` changed. */
export function contentChanged(entity: string, action: ContentChange['action']): void {
  emitter.emit('change', { entity, action, at: new Date().toISOString() } satisfies ContentChange);
}

/** Listen to content changes; answers the function that stops listening. */
export function onContentChange(listener: (change: ContentChange) => void): () => void {
  emitter.on('change', listener);
  return () => emitter.off('change', listener);
}
