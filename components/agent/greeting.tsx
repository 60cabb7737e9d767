'use client';

import { useEffect, useState } from 'react';
import { greetingOf, type Greeting as GreetingKey } from '@/lib/agent/greeting';

/**
 * The agent home's greeting by the hour on the phone's own clock (SPEC §9 "local hour"): the
 * server cannot know it, so the server renders the greeting of the merchant's hour it was given
 * and the phone corrects it after hydration when its own hour falls in another band.
 */
export function Greeting({ serverHour, texts, className }: { serverHour: number; texts: Record<GreetingKey, string>; className?: string }) {
  const [key, setKey] = useState<GreetingKey>(greetingOf(serverHour));
  useEffect(() => setKey(greetingOf(new Date().getHours())), []);
  return <p data-testid="agent-greeting" data-greeting={key} className={className}>{texts[key]}</p>;
}
