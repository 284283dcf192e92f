import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../api/types';
import { ui } from '../../lib/texts';

/** The conversation as alternating bubbles in a live log; screen readers hear who said each one. */
export function ChatLog({ messages, busy }: { messages: ChatMessage[]; busy: boolean }) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);
  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={ui.chatLog}
      aria-busy={busy}
      className="chat-log"
    >
      <ol>
        {messages.map((message, index) => (
          <li key={index} className={`chat-bubble chat-${message.sender}`}>
            <span className="visually-hidden">{ui.chatSender[message.sender]} </span>
            <span className="chat-text">{message.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
