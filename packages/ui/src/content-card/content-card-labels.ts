import { contentTypes, expertiseLevels } from '@segno/domain';

const numberFormat = new Intl.NumberFormat('en-US');

/** The content type in words: 'job_aid' reads 'Job aid'; an unknown type reads 'Content'. */
export function contentTypeLabel(type: number): string {
  const name = contentTypes.find((option) => option.id === type)?.name;
  if (!name) return 'Content';
  return name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');
}

/** 'Basic', 'Intermediate' or 'Advanced'. */
export function expertiseLabel(expertise: number | null): string | undefined {
  return expertiseLevels.find((level) => level.id === expertise)?.name;
}

/** '1 point', '25 points'. */
export function pointsLabel(points: number): string {
  return points === 1 ? '1 point' : `${numberFormat.format(points)} points`;
}

/** '15 min'. */
export function estimatedTimeLabel(minutes: number | null): string | undefined {
  return minutes === null || minutes <= 0 ? undefined : `${numberFormat.format(minutes)} min`;
}
