/**
 * The advisor in the page: a team, a position (its roster skills shown) and the skills it has gained since
 * (added from the list its access opens, or typed), then the ranking of every skill it could take next with the
 * report's charts — `nuffle advise --team --position --skills --edition` computed in a Web Worker of its own,
 * with a progress bar and a Stop button (the skills finished are ranked). A newer question drops the answer to
 * an older one.
 */
import { drawCharts } from './charts.js';
import type { PageData, PositionData, TeamData } from './data.js';
import { button, el, input, labelled, select } from './dom.js';
import type { AdviceReply, AdviseRequest } from './protocol.js';
import { skillPicker } from './skill-picker.js';
import { skillsOf } from './skill-list.js';

/** The advisor's team and position when the page opens. */
const FIRST = { team: 'Human', position: 'Blitzer' };

/** Draws the advisor in `root`; `worker()` starts its worker (once, on the first question). */
export function advisorView(root: HTMLElement, data: PageData, worker: () => Worker): void {
  const editions = Object.keys(data.rosters);
  const edition = select(editions, editions[0], 'advise-edition');
  const team = select([], '', 'advise-team');
  const position = select([], '', 'advise-position');
  const has = el('p', { class: 'legend', id: 'advise-has' });
  const gained = input('text', '', 'advise-skills');
  gained.size = 30;
  const pickerSlot = el('span', {});
  const run = button('Advise', () => ask(), { id: 'advise-run' });
  const stop = button('Stop', () => started?.postMessage({ kind: 'stop' }), { id: 'advise-stop', disabled: true });
  const progress = el('progress', { id: 'advise-progress', max: '1', value: '0' }) as HTMLProgressElement;
  const status = el('p', { id: 'advise-status', 'aria-live': 'polite' });
  const result = el('div', { id: 'advice' });
  let started: Worker | null = null;
  let latest = 0;

  const teams = (): readonly TeamData[] => data.rosters[edition.value] ?? [];
  const chosen = (): PositionData | undefined => teams().find((t) => t.name === team.value)?.positions.find((p) => p.name === position.value);

  function fillTeams(want = team.value): void {
    team.replaceChildren(...teams().map((t) => new Option(t.name, t.name)));
    team.value = teams().some((t) => t.name === want) ? want : teams()[0]?.name ?? '';
    fillPositions();
  }

  function fillPositions(want = position.value): void {
    const positions = teams().find((t) => t.name === team.value)?.positions ?? [];
    position.replaceChildren(...positions.map((p) => new Option(p.unadvisable ? `${p.name} (cannot be advised yet)` : p.name, p.name)));
    position.value = positions.some((p) => p.name === want) ? want : positions[0]?.name ?? '';
    showPosition();
  }

  function showPosition(): void {
    const p = chosen();
    has.textContent = p ? `MA ${p.ma}, ST ${p.st}, AG ${p.ag}, PA ${p.pa}, AV ${p.av}; from the roster: ${p.skills.join(', ') || 'no skill'}${p.unadvisable ? ` — it ${p.unadvisable}` : ''}.` : '';
    run.disabled = !p || p.unadvisable !== null;
    const access = p ? { primary: p.primary, secondary: p.secondary } : null;
    pickerSlot.replaceChildren(skillPicker('advise', data.skills[edition.value] ?? [], access, () => [...(p?.skills ?? []), gained.value].join(', '), (all) => {
      const roster = new Set((p?.skills ?? []).map((s) => s.toLowerCase()));
      gained.value = skillsOf(all).filter((s) => !roster.has(s.toLowerCase())).join(', ');
    }));
  }

  function ask(): void {
    const p = chosen();
    if (!p) return;
    started ??= listen(worker());
    const request: AdviseRequest = {
      kind: 'advise', id: ++latest, team: team.value, position: p.name, skills: skillsOf(gained.value), edition: edition.value, library: data.library,
    };
    result.classList.add('stale');
    progress.value = 0;
    status.textContent = 'Trying every skill it could take…';
    stop.disabled = false;
    root.dataset.state = 'running';
    started.postMessage(request);
  }

  function listen(w: Worker): Worker {
    w.onmessage = (event: MessageEvent<AdviceReply>) => hear(event.data);
    w.onerror = (event) => hear({ kind: 'error', id: latest, message: `internal error in the advisor's worker: ${event.message}`, internal: true });
    return w;
  }

  function hear(reply: AdviceReply): void {
    if (reply.id !== latest) return;
    if (reply.kind === 'progress') {
      progress.max = reply.planned;
      progress.value = reply.done;
      status.textContent = `${reply.done} of ${reply.planned} skills tried…`;
      return;
    }
    stop.disabled = true;
    result.classList.remove('stale');
    if (reply.kind === 'error') {
      status.textContent = reply.message;
      root.dataset.state = 'error';
      return;
    }
    result.innerHTML = reply.html; // built by the library, every string escaped
    drawCharts(result, reply.charts);
    progress.value = progress.max;
    status.textContent = `${reply.partial ? 'Stopped: the skills tried so far are ranked. ' : ''}Advised in ${Math.round(reply.ms / 100) / 10} s.`;
    root.dataset.state = reply.partial ? 'stopped' : 'advice';
  }

  edition.addEventListener('change', () => fillTeams());
  team.addEventListener('change', () => fillPositions(''));
  position.addEventListener('change', () => showPosition());
  root.replaceChildren(
    el('div', { class: 'form-row' }, [labelled('Edition', edition), labelled('Team', team), labelled('Position', position)]),
    has,
    el('div', { class: 'form-row' }, [labelled('Skills gained since (comma-separated)', gained), pickerSlot]),
    el('div', { class: 'form-row advise-run' }, [run, stop, progress]),
    status, result,
  );
  fillTeams(FIRST.team);
  fillPositions(FIRST.position);
}
