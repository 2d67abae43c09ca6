import { useState } from 'react';
import type { ActivityLikeChange, ActivityFeedItem as Item } from './activity-feed-types';

export type ShownLike = { isLiked: boolean; count: number };

/**
 * An item's like as shown: the server's, or the learner's own choice made since (kept by the feed, not by the
 * row, so it survives a row of a long list being scrolled out and back). The count moves by one only while the
 * choice differs from the server's, so a refreshed item that already holds it is not counted twice.
 */
export function shownLike(
  item: Pick<Item, 'is_liked' | 'like_count'>,
  chosen: boolean | undefined,
): ShownLike {
  if (chosen === undefined || chosen === item.is_liked)
    return { isLiked: item.is_liked, count: item.like_count };
  return { isLiked: chosen, count: Math.max(0, item.like_count + (chosen ? 1 : -1)) };
}

/** The learner's likes over a feed: shown at once, undone when `onLikeChange` rejects. */
export function useActivityLikes(onLikeChange: ActivityLikeChange | undefined) {
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());
  const choose = (id: number, isLiked: boolean | undefined) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (isLiked === undefined) next.delete(id);
      else next.set(id, isLiked);
      return next;
    });

  return {
    likeOf: (item: Item) => shownLike(item, chosen.get(item.id)),
    toggle(item: Item) {
      const previous = chosen.get(item.id);
      const isLiked = !shownLike(item, previous).isLiked;
      choose(item.id, isLiked);
      const pending = onLikeChange?.(item.id, isLiked);
      if (pending instanceof Promise) pending.catch(() => choose(item.id, previous));
    },
  };
}
