import { FilesShowcase } from '../../files/files.showcase';
import { FormsShowcase } from '../../forms/forms.showcase';
import { PageMeta } from '../../meta/page-meta';
import { StateShowcase } from '../../state/state.showcase';
import { useEnvironment } from '../../ui/environment';
import { FeedbackShowcase } from '../../ui/feedback/feedback.showcase';
import { OverlaysShowcase } from '../../ui/overlays/overlays.showcase';
import { NotFoundContent } from '../../ui/page-states';

const SECTIONS = [
  { id: 'overlays', label: 'Overlays', Showcase: OverlaysShowcase },
  { id: 'feedback', label: 'Feedback', Showcase: FeedbackShowcase },
  { id: 'forms', label: 'Forms', Showcase: FormsShowcase },
  { id: 'files', label: 'Files', Showcase: FilesShowcase },
  { id: 'state', label: 'Client state', Showcase: StateShowcase },
] as const;

/**
 * Every piece of the UI kit in its states, for the people building screens. It exists only
 * where development tools are on: production answers this address with the not-found page.
 */
export default function UiShowcaseScreen() {
  const { devTools } = useEnvironment();
  if (!devTools) return <NotFoundContent />;
  return (
    <div className="ui-showcase">
      <PageMeta title="UI kit" noindex />
      <h1>UI kit</h1>
      <nav aria-label="UI kit sections">
        <ul className="chips">
          {SECTIONS.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.label}</a></li>)}
        </ul>
      </nav>
      {SECTIONS.map(({ id, label, Showcase }) => (
        <section key={id} id={id} aria-label={label} className="ui-showcase-section">
          <Showcase />
        </section>
      ))}
    </div>
  );
}
