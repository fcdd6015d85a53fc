import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { jumpToDropTarget } from './keyboard-jump';

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];
const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height });

/** A column at the left, two pills and the new-pill zone stacked at the right. */
function context(): Context {
  const rects = new Map<string, ReturnType<typeof rect>>([
    ['pill:a', rect(400, 0, 300, 80)],
    ['pill:b', rect(400, 100, 300, 80)],
    ['new', rect(400, 200, 300, 60)],
  ]);
  return {
    collisionRect: rect(0, 90, 200, 60),
    droppableRects: rects,
    droppableContainers: { getEnabled: () => [...rects.keys()].map((id) => ({ id })) },
  } as unknown as Context;
}

const press = (code: string, ctx = context()) => jumpToDropTarget({ code, preventDefault: () => undefined } as KeyboardEvent, { active: 'column:a', currentCoordinates: { x: 0, y: 90 }, context: ctx });

describe('keyboard dragging from drop target to drop target', () => {
  it('goes right to the nearest pill in line, then down to the next and to the new-pill zone', () => {
    // The column's centre is at y 120: pill b (centre 140) is the nearest to its right.
    expect(press('ArrowRight')).toEqual({ x: 450, y: 110 });
    const onB = context();
    (onB as { collisionRect: unknown }).collisionRect = rect(450, 110, 200, 60);
    expect(press('ArrowDown', onB)).toEqual({ x: 450, y: 200 });
    expect(press('ArrowUp', onB)).toEqual({ x: 450, y: 10 });
  });

  it('stays put where no drop target lies in that direction, and leaves other keys to dnd-kit', () => {
    expect(press('ArrowLeft')).toBeUndefined();
    expect(press('Enter')).toBeUndefined();
  });
});
