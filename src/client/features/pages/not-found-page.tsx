import { Link } from 'react-router';
import { usePageMeta } from '../../rendering/page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page not found' });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-primary text-6xl font-bold">404</p>
      <h1 className="mt-4 text-2xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted-foreground mt-2">Did you forget to add the page to the router?</p>
      <Link
        to="/"
        className="bg-primary text-primary-foreground mt-8 rounded-md px-4 py-2 text-sm font-medium hover:opacity-90"
      >
        Go to the home page
      </Link>
    </section>
  );
}
