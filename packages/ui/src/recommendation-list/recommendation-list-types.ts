/** One recommended content item (000, section 7: GET /recommendations, two kinds). */
export type RecommendationItem = {
  content_id: number;
  name: string;
  /** The content type in words ("Video", "eLearning"). */
  type_label: string;
  points: number;
  thumbnail_url?: string;
  kind: 'recommended' | 'popular';
  /** Where the item opens. */
  href?: string;
};

/** Dismisses a recommendation (DELETE /recommendations/{content_id}/{kind}); a rejected promise restores it. */
export type RecommendationDismiss = (contentId: number, kind: RecommendationItem['kind']) => unknown;
