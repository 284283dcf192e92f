import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { profiles, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { ChatLog } from './chat-log';
import { useProfileChat } from './use-profile-chat';
import { StartStoryLink } from './start-story-link';
import { Button, Input } from '../../design';

/**
 * /create-profile-ai: a chat in which the assistant asks about the child until the profile is complete
 * (spec §2, §5), with a 'Create with form' button.
 */
export function CreateProfileAiPage() {
  const { userId } = useSession();
  const navigate = useNavigate();
  return (
    <main className="create-profile-ai">
      <h1>{ui.profileChatHeading}</h1>
      <Button onClick={() => navigate(paths.createProfile.href())}>{profiles.createWithForm}</Button>
      {userId && <ProfileChat userId={userId} />}
    </main>
  );
}

function ProfileChat({ userId }: { userId: string }) {
  const chat = useProfileChat(userId);
  const fieldId = useId();
  const saved = chat.savedName !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    chat.send();
  };
  return (
    <section className="profile-chat">
      <ChatLog messages={chat.messages} busy={chat.pending} />
      <p role="status" className="chat-status">
        {chat.pending ? ui.chatThinking : saved ? profiles.saved : ''}
      </p>
      {chat.refusal && (
        <p role="alert" className="field-error">
          {chat.refusal}
        </p>
      )}
      {saved ? (
        <Saved name={chat.savedName ?? ''} profileId={chat.savedId} />
      ) : (
        <form onSubmit={submit} className="chat-form">
          <label htmlFor={fieldId} className="visually-hidden">
            {ui.chatMessage}
          </label>
          <Input
            id={fieldId}
            value={chat.draft}
            maxLength={2000}
            autoComplete="off"
            onChange={(event) => chat.setDraft(event.target.value)}
          />
          {/* aria-disabled keeps the focus on the button while an answer is awaited */}
          <Button type="submit" aria-disabled={chat.pending}>
            {ui.send}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The profile is saved: its name, a story for the child at once, and the way back to /. */
function Saved({ name, profileId }: { name: string; profileId: string | null }) {
  const next = useRef<HTMLAnchorElement>(null);
  // The message input is gone; move the focus to what comes next.
  useEffect(() => next.current?.focus(), []);
  return (
    <div className="chat-saved">
      {name && <p>{ui.profileReady(name)}</p>}
      {profileId && name && <StartStoryLink ref={next} profileId={profileId} name={name} />}
      <Link ref={profileId && name ? undefined : next} to={paths.home.href()}>
        {ui.backHome}
      </Link>
    </div>
  );
}
