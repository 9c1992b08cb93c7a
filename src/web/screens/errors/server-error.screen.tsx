import { ServerErrorContent } from './not-found-content';

export default function ServerErrorScreen() {
  return <ServerErrorContent />;
}
