import { PublicPage } from './public-page';

export function PrivacyPolicy() {
  return (
    <PublicPage title="Privacy policy">
      <p>
        Segno keeps your name, enterprise ID, roles, team and the learning you take, with the points, medals,
        badges, level and rank it earns you.
      </p>
      <p>
        Your manager and the company's reporting users see your progress. Other learners see your name,
        picture, score and rank on leaderboards and in network activity.
      </p>
      <p>
        Your session is kept in cookies on this device and ends when you sign out or after a period without
        use.
      </p>
    </PublicPage>
  );
}
