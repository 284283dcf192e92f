import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { landing } from '../../lib/texts';
import { Button } from '../../design';

/**
 * What a visitor reads first on /: what Storybook does, the three steps from an idea to a book, and the two
 * ways in (sign in, or try the demo without an account).
 */
export function LandingHero({ onDemo }: { onDemo: () => void }) {
  return (
    <section className="landing-hero" aria-labelledby="landing-headline">
      <h1 id="landing-headline">{landing.headline}</h1>
      <p className="landing-lead">{landing.lead}</p>
      <div className="landing-actions">
        <Link className="button-link button-large" to={paths.login.href()}>
          {landing.signInCta}
        </Link>
        <Button size="lg" className="button-secondary button-large" onClick={onDemo}>
          {landing.demoCta}
        </Button>
      </div>
      <h2 className="visually-hidden">{landing.stepsHeading}</h2>
      <ol className="landing-steps">
        {landing.steps.map((step, index) => (
          <li key={step.title}>
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
