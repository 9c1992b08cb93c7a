import { ServerErrorContent } from '../../ui/page-states';

export default function ServerErrorScreen() {
  return <ServerErrorContent />;
}
