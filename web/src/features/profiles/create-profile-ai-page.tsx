import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createProfile } from '../../api/files';
import { profileChat } from '../../api/profile';
import type { ChatMessage, ChildProfileData } from '../../api/types';
import { paths } from '../../config/paths';
import { PROFILE_SCHEMA_VERSION } from '../../lib/constants';
import { profiles, ui } from '../../lib/texts';
import { useSession } from '../auth/use-session';
import { emptyProfileData } from './empty-profile';

/**
 * /create-profile-ai: a chat in which the assistant asks about the child until the profile is complete
 * (spec §2, §5); the finished profile is saved.
 */
export function CreateProfileAiPage() {
  const { userId } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [profileData, setProfileData] = useState<ChildProfileData>(emptyProfileData);
  const [text, setText] = useState('');
  const [complete, setComplete] = useState(false);

  const save = useMutation({
    mutationFn: (data: ChildProfileData) =>
      createProfile({
        userId: userId ?? '',
        profileInfo: { version: PROFILE_SCHEMA_VERSION, profile_data: data },
      }),
    onSuccess: () => {
      window.alert(profiles.saved);
      return queryClient.invalidateQueries({ queryKey: ['profiles', userId] });
    },
    onError: (error) => console.error(error),
  });

  const chat = useMutation({
    mutationFn: (history: ChatMessage[]) => profileChat({ messages: history, profileData }),
    onSuccess: (answer) => {
      setProfileData(answer.updatedProfile);
      const reply = answer.nextQuestion ?? answer.message;
      if (reply) setMessages((current) => [...current, { text: reply, sender: 'assistant' }]);
      if (answer.profileComplete) {
        setComplete(true);
        save.mutate(answer.updatedProfile);
      }
    },
    onError: (error) => console.error(error),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    // §5: empty or whitespace-only messages are ignored.
    if (!text.trim() || chat.isPending) return;
    const history: ChatMessage[] = [...messages, { text: text.trim(), sender: 'user' }];
    setMessages(history);
    setText('');
    chat.mutate(history);
  };

  return (
    <main className="create-profile-ai">
      <h1>{ui.profileChatHeading}</h1>
      <button type="button" onClick={() => navigate(paths.createProfile.href())}>
        {profiles.createWithForm}
      </button>
      <ol className="chat" aria-live="polite">
        {messages.map((message, index) => (
          <li key={index} className={`chat-${message.sender}`}>
            {message.text}
          </li>
        ))}
      </ol>
      {!complete && (
        <form onSubmit={send}>
          <label htmlFor={fieldId} className="visually-hidden">
            {ui.chatMessage}
          </label>
          <input id={fieldId} value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit" disabled={chat.isPending}>
            {ui.send}
          </button>
        </form>
      )}
    </main>
  );
}
