import { PublicPage } from './public-page';

export function TermsOfUse() {
  return (
    <PublicPage title="Terms of use">
      <p>
        Segno is provided by your employer for learning that supports your work. Use it with your own
        enterprise ID and keep your password to yourself.
      </p>
      <p>
        Completion records, points, medals and badges are part of your training record. Submitting content on
        someone else's behalf, or sharing SegnoCodes outside the session they were given for, is not allowed.
      </p>
      <p>Content in Segno belongs to the company or its licensors and may not be copied outside Segno.</p>
    </PublicPage>
  );
}
