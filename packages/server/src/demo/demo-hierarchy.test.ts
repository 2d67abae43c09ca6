import { describe, expect, it } from 'vitest';
import { demoPeople } from './demo-people';
import { demoHierarchy, demoStores, demoWorkplace } from './demo-workplace';

describe('demo hierarchy', () => {
  it('has a store for every store code a demo user carries, and one store nobody works in', () => {
    const codes = demoHierarchy.stores.map((store) => store.code);
    for (const code of demoStores) expect(codes).toContain(code);
    const used = new Set(demoPeople.map((person) => demoWorkplace(person.id).location));
    expect(codes.filter((code) => !used.has(code))).toEqual(['S311']);
  });

  it('hangs every store on a district and every district on a region, with distinct ids and codes', () => {
    const regionIds = demoHierarchy.regions.map((region) => region.id);
    const districtIds = demoHierarchy.districts.map((district) => district.id);
    const storeIds = demoHierarchy.stores.map((store) => store.id);
    for (const ids of [regionIds, districtIds, storeIds]) expect(new Set(ids).size).toBe(ids.length);
    for (const district of demoHierarchy.districts) expect(regionIds).toContain(district.regionId);
    for (const store of demoHierarchy.stores) expect(districtIds).toContain(store.districtId);
    expect(new Set(demoHierarchy.stores.map((store) => store.code)).size).toBe(storeIds.length);
  });

  it('puts `learner` (S101) in store 1, district 1, region 1', () => {
    const store = demoHierarchy.stores.find((one) => one.code === demoWorkplace(1).location);
    expect(store?.id).toBe(1);
    const district = demoHierarchy.districts.find((one) => one.id === store?.districtId);
    expect(district?.id).toBe(1);
    expect(district?.regionId).toBe(1);
  });
});
