import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ui } from '../../lib/texts';

/** §4: the demo writes no whole book; it says so and points to the public bookshelf on /. */
export function DemoBookMissing() {
  return (
    <div className="demo-book-missing" role="alert">
      <p>{ui.demoBookMissing}</p>
      <Link to={paths.home.href()} className="button-link">
        {ui.toPublicBookshelf}
      </Link>
    </div>
  );
}
