import type { ContentCardContent } from './content-card-types';

/** Story data shared by the content widgets' stories. */
export const storyNow = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(storyNow.getTime() - days * 24 * 60 * 60 * 1000);

export const forkliftVideo: ContentCardContent = {
  content_id: 42,
  name: 'Forklift Safety Basics for Warehouse Associates',
  type: 1,
  points: 25,
  rating: 4,
  expertise: 1,
  estimated_time: 12,
  times_viewed: 310,
  start_date: daysAgo(3),
  thumbnail_url: null,
  is_complete: false,
  is_locked: false,
};

export const ladderDocument: ContentCardContent = {
  content_id: 43,
  name: 'Ladder Safety',
  type: 11,
  points: 10,
  rating: 5,
  expertise: 2,
  estimated_time: 5,
  times_viewed: 1200,
  start_date: daysAgo(90),
  is_complete: true,
  is_locked: false,
};

export const storyContents: ContentCardContent[] = [
  forkliftVideo,
  ladderDocument,
  {
    content_id: 44,
    name: 'Advanced Hazard Reporting',
    type: 10,
    points: 1,
    rating: null,
    expertise: 3,
    estimated_time: null,
    times_viewed: 12,
    start_date: null,
    is_complete: false,
    is_locked: true,
  },
  {
    content_id: 45,
    name: 'Customer Greeting Checklist',
    type: 5,
    points: 15,
    rating: 3,
    expertise: null,
    estimated_time: 8,
    times_viewed: 540,
    start_date: daysAgo(20),
    is_complete: false,
    is_locked: false,
  },
];
