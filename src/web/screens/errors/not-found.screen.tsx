import { NotFoundContent } from './not-found-content';

export default function NotFoundScreen() {
  return <NotFoundContent />;
}
