import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { startStory } from '../../api/story';
import { paths } from '../../config/paths';
import { AUTHOR_MODELS, DEFAULT_AUTHOR_MODEL, DEFAULT_ILLUSTRATOR, ILLUSTRATORS } from '../../lib/constants';
import { sessionStore } from '../../lib/session-store';
import { storyStart, ui } from '../../lib/texts';
import { useSession } from '../auth/use-session';

/** The text area grows with its content up to about 5 lines (spec §2). */
const MAX_IDEA_ROWS = 5;

/** /story-gen-start: the story idea (spec §2, §4, §5). */
export function StoryGenStartPage() {
  const session = useSession();
  const navigate = useNavigate();
  const ideaId = useId();
  const [idea, setIdea] = useState('');
  const [generator, setGenerator] = useState('');
  const [model, setModel] = useState('');

  if (session.isLoading) return <main className="story-gen-start" aria-busy="true" />;
  // §2: blank until a profile is active (visitors see the page with the sign-in link).
  if (session.loggedIn && !session.activeProfileId) return <main className="story-gen-start" />;

  const choose = (prompt: string) => {
    if (session.isAdmin && (!generator || !model)) return window.alert(storyStart.selectGeneratorAndModel);
    if (session.loggedIn) {
      sessionStore.update({
        storyPrompt: prompt,
        imageGenerator: session.isAdmin ? generator : DEFAULT_ILLUSTRATOR,
        model: session.isAdmin ? model : DEFAULT_AUTHOR_MODEL,
        bookId: null,
      });
    } else if (session.demoMode) {
      sessionStore.update({ storyPrompt: prompt, imageGenerator: null, model: null, bookId: null });
    } else {
      sessionStore.update({ imageGenerator: null, model: null });
      return window.alert(storyStart.pleaseLogIn);
    }
    navigate(paths.storyGenSummary.href());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (idea.trim()) choose(idea.trim());
  };

  const ready = session.loggedIn && (!session.isAdmin || (generator !== '' && model !== ''));
  return (
    <main className="story-gen-start">
      <h1>{storyStart.heading}</h1>
      {session.isAdmin && (
        <div className="admin-choices">
          <label>
            {ui.illustrator}
            <select value={generator} onChange={(event) => setGenerator(event.target.value)}>
              <option value="" />
              {ILLUSTRATORS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.id}
                </option>
              ))}
            </select>
          </label>
          <label>
            {ui.authorModel}
            <select value={model} onChange={(event) => setModel(event.target.value)}>
              <option value="" />
              {AUTHOR_MODELS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.id}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {ready && session.userId && session.activeProfileId && (
        <SuggestedIdeas
          userId={session.userId}
          profileId={session.activeProfileId}
          imageGenerator={session.isAdmin ? generator : DEFAULT_ILLUSTRATOR}
          model={session.isAdmin ? model : DEFAULT_AUTHOR_MODEL}
          onChoose={choose}
        />
      )}
      <form onSubmit={submit} className="idea-form">
        <label htmlFor={ideaId} className="visually-hidden">
          {ui.storyIdea}
        </label>
        <textarea
          id={ideaId}
          placeholder={storyStart.placeholder}
          rows={Math.min(MAX_IDEA_ROWS, Math.max(1, idea.split('\n').length))}
          value={idea}
          onChange={(event) => setIdea(event.target.value)}
        />
        {session.loggedIn ? (
          <button type="submit" disabled={idea.trim() === ''}>
            {storyStart.send}
          </button>
        ) : (
          <Link to={paths.login.href()}>{storyStart.loginToPersonalize}</Link>
        )}
      </form>
    </main>
  );
}

interface SuggestedIdeasProps {
  userId: string;
  profileId: string;
  imageGenerator: string;
  model: string;
  onChoose: (prompt: string) => void;
}

/** Idea prompts from the author (§4): two skeleton buttons while loading; the error text on failure. */
function SuggestedIdeas({ userId, profileId, imageGenerator, model, onChoose }: SuggestedIdeasProps) {
  const prompts = useQuery({
    queryKey: ['story-prompts', userId, profileId, imageGenerator, model],
    queryFn: ({ signal }) => startStory({ userId, profileId, model, imageGenerator }, signal),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <section aria-label={ui.suggestedIdeas} aria-busy={prompts.isPending} className="suggested-ideas">
      <ul>
        {prompts.isPending && (
          <>
            <li>
              <button type="button" className="skeleton" disabled aria-hidden="true" />
            </li>
            <li>
              <button type="button" className="skeleton" disabled aria-hidden="true" />
            </li>
          </>
        )}
        {prompts.isError && <li>{prompts.error.message}</li>}
        {prompts.data?.authorResponse.map(({ prompt }) => (
          <li key={prompt}>
            <button type="button" onClick={() => onChoose(prompt)}>
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
