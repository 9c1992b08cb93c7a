import { NotFoundContent } from '../../ui/page-states';

export default function NotFoundScreen() {
  return <NotFoundContent />;
}
