/** The generated part of the demo staff: learners with plain names, in teams. Pure and deterministic. */
import type { DemoPerson } from './demo-people';

const firstNames = [
  'Amara',
  'Tomas',
  'Ingrid',
  'Ravi',
  'Lena',
  'Marco',
  'Yuki',
  'Omar',
  'Clara',
  'Diego',
  'Nadia',
  'Felix',
  'Zara',
  'Hugo',
  'Mei',
  'Samir',
  'Olivia',
  'Jonas',
  'Leila',
  'Victor',
  'Anya',
  'Kofi',
  'Isla',
  'Mateo',
  'Rosa',
  'Erik',
  'Priyanka',
  'Theo',
  'Chloe',
  'Arjun',
  'Hana',
  'Luis',
  'Freya',
  'Malik',
  'Sara',
  'Paolo',
  'Ada',
  'Idris',
  'Nina',
  'Owen',
  'Lucia',
  'Kenji',
  'Maya',
  'Bruno',
  'Elif',
  'Tariq',
] as const;
const lastNames = [
  'Okoro',
  'Reyes',
  'Lund',
  'Patel',
  'Vogel',
  'Rossi',
  'Sato',
  'Haddad',
  'Berg',
  'Castro',
  'Ivanova',
  'Weber',
  'Khan',
  'Laurent',
  'Wong',
  'Nasser',
  'Grant',
  'Nilsson',
  'Farah',
  'Costa',
  'Kowalski',
  'Boateng',
  'Murray',
  'Torres',
  'Silva',
  'Hansen',
  'Iyer',
  'Baker',
  'Dubois',
  'Rao',
  'Mori',
  'Ortega',
  'Jensen',
  'Diallo',
  'Cohen',
  'Ricci',
  'Lovelace',
  'Bello',
  'Novak',
  'Price',
  'Romero',
  'Ito',
  'Lopez',
  'Santos',
  'Yilmaz',
  'Aziz',
] as const;

/** The crowd's own team lead (a learner like the others, with managees). */
export const secondManagerUsername = 'treyes';

type PersonFactory = (
  fields: Pick<DemoPerson, 'id' | 'username' | 'firstName' | 'lastName'> & Partial<DemoPerson>,
) => DemoPerson;

export function demoCrowd(firstId: number, person: PersonFactory): DemoPerson[] {
  return firstNames.map((firstName, index) => {
    const lastName = lastNames[index] ?? 'Smith';
    const username = `${firstName[0]}${lastName}`.toLowerCase().replace(/[^a-z]/g, '');
    // Index 1 is Tomas Reyes, the second manager; the crowd splits between the two managers and admin.
    const managerUsername =
      index === 1 ? 'admin' : index % 4 === 0 ? 'manager' : index % 4 === 1 ? 'admin' : secondManagerUsername;
    return person({ id: firstId + index, username, firstName, lastName, managerUsername });
  });
}
