import { describe, expect, it } from 'vitest';
import { demoPeople } from './demo-people';
import { demoStores, demoWorkplace } from './demo-workplace';

describe('demo workplaces', () => {
  it('gives every demo user a store, a department and a job code', () => {
    for (const person of demoPeople) {
      const place = demoWorkplace(person.id);
      expect(demoStores).toContain(place.location);
      expect(place.department).not.toBe('');
      expect(place.jobCode).not.toBe('');
    }
  });

  it('puts `learner` in store S101 with 15 colleagues (the assignments journey)', () => {
    expect(demoWorkplace(1).location).toBe('S101');
    expect(demoPeople.filter((person) => demoWorkplace(person.id).location === 'S101')).toHaveLength(16);
  });
});
