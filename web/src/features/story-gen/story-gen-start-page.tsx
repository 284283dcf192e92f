import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AUTHOR_MODELS, DEFAULT_AUTHOR_MODEL, DEFAULT_ILLUSTRATOR, ILLUSTRATORS } from '../../lib/constants';
import { newStory, sessionStore } from '../../lib/session-store';
import { storyStart, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { DEMO_PROFILE, DEMO_PROMPTS, demoStoryState } from '../demo';
import { IdeaButtons } from './idea-buttons';
import { SuggestedIdeas, storyPromptsKey } from './suggested-ideas';
import { useAutoGrow } from './use-auto-grow';
import { Button, Select, TextArea } from '../../design';

/** §2: the text area grows with its content up to about 5 lines. */
const MAX_IDEA_ROWS = 5;
const MIN_IDEA_ROWS = 2;

interface AdminChoicesProps {
  generator: string;
  model: string;
  onGenerator: (value: string) => void;
  onModel: (value: string) => void;
}

/** §4: an admin picks the illustrator and the author model before any idea. */
function AdminChoices({ generator, model, onGenerator, onModel }: AdminChoicesProps) {
  return (
    <div className="admin-choices">
      <label>
        {ui.illustrator}
        <Select value={generator} onChange={(event) => onGenerator(event.target.value)}>
          <option value="">{ui.choose}</option>
          {ILLUSTRATORS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id}
            </option>
          ))}
        </Select>
      </label>
      <label>
        {ui.authorModel}
        <Select value={model} onChange={(event) => onModel(event.target.value)}>
          <option value="">{ui.choose}</option>
          {AUTHOR_MODELS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}

/** §4: when not logged in, the fixed demo prompts. */
function DemoIdeas({ onChoose }: { onChoose: (prompt: string) => void }) {
  return (
    <section aria-label={ui.suggestedIdeas} className="suggested-ideas">
      <ul>
        <IdeaButtons prompts={DEMO_PROMPTS} onChoose={onChoose} />
      </ul>
    </section>
  );
}

/** The parent's own idea, sent with Enter as in a chat (Shift+Enter starts a new line). */
function IdeaForm({ loggedIn, onChoose }: { loggedIn: boolean; onChoose: (prompt: string) => void }) {
  const ideaId = useId();
  const ideaRef = useRef<HTMLTextAreaElement>(null);
  const [idea, setIdea] = useState('');
  useAutoGrow(ideaRef, idea, MAX_IDEA_ROWS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (idea.trim()) onChoose(idea.trim());
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <form onSubmit={submit} className="idea-form">
      <label htmlFor={ideaId} className="visually-hidden">
        {ui.storyIdea}
      </label>
      <TextArea
        id={ideaId}
        ref={ideaRef}
        placeholder={storyStart.placeholder}
        rows={Math.min(MAX_IDEA_ROWS, Math.max(MIN_IDEA_ROWS, idea.split('\n').length))}
        value={idea}
        onChange={(event) => setIdea(event.target.value)}
        onKeyDown={sendOnEnter}
      />
      {loggedIn ? (
        <Button type="submit" disabled={idea.trim() === ''}>
          {storyStart.send}
        </Button>
      ) : (
        <Link to={paths.login.href()} className="button-link">
          {storyStart.loginToPersonalize}
        </Link>
      )}
    </form>
  );
}

/** /story-gen-start: the story idea (spec §2, §4, §5). */
export function StoryGenStartPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [generator, setGenerator] = useState('');
  const [model, setModel] = useState('');

  if (session.isLoading) return <main className="story-gen-start" aria-busy="true" />;
  // §2: blank until a profile is active (visitors see the page with the sign-in link).
  if (session.loggedIn && !session.activeProfileId) return <main className="story-gen-start" />;

  const choose = (prompt: string) => {
    if (session.isAdmin && (!generator || !model)) return window.alert(storyStart.selectGeneratorAndModel);
    if (session.loggedIn) {
      sessionStore.update({
        ...newStory(prompt),
        imageGenerator: session.isAdmin ? generator : DEFAULT_ILLUSTRATOR,
        model: session.isAdmin ? model : DEFAULT_AUTHOR_MODEL,
      });
    } else if (session.demoMode) {
      // §4: the demo's canned summary and cover, no server call; generator and model cleared
      sessionStore.update({ ...newStory(prompt), ...demoStoryState(prompt) });
    } else {
      sessionStore.update({ imageGenerator: null, model: null });
      return window.alert(storyStart.pleaseLogIn);
    }
    navigate(paths.storyGenSummary.href());
  };

  // §4: a new illustrator or model clears the prompts, so every choice is fetched afresh.
  const chooseAdminOption = (set: (value: string) => void, value: string) => {
    queryClient.removeQueries({ queryKey: storyPromptsKey() });
    set(value);
  };

  const ready = session.loggedIn && (!session.isAdmin || (generator !== '' && model !== ''));
  return (
    <main className="story-gen-start">
      <h1>{storyStart.heading}</h1>
      {!session.loggedIn && session.demoMode && (
        <p className="demo-note">{ui.demoFor(DEMO_PROFILE.profile_data.personal_information.first_name)}</p>
      )}
      {session.isAdmin && (
        <AdminChoices
          generator={generator}
          model={model}
          onGenerator={(value) => chooseAdminOption(setGenerator, value)}
          onModel={(value) => chooseAdminOption(setModel, value)}
        />
      )}
      {ready && session.userId && session.activeProfileId && (
        <SuggestedIdeas
          request={{
            userId: session.userId,
            profileId: session.activeProfileId,
            imageGenerator: session.isAdmin ? generator : DEFAULT_ILLUSTRATOR,
            model: session.isAdmin ? model : DEFAULT_AUTHOR_MODEL,
          }}
          onChoose={choose}
        />
      )}
      {!session.loggedIn && <DemoIdeas onChoose={choose} />}
      <IdeaForm loggedIn={session.loggedIn} onChoose={choose} />
    </main>
  );
}
