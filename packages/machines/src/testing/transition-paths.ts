import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type TraversalOptions } from '@xstate/graph';
import type { ActorLogic, AnyEventObject, EventObject, Snapshot } from 'xstate';

/** One step of a model path: the event sent (or an invocation's done or error event) and the state it leads to. */
export type PathStep<State> = { event: AnyEventObject; state: State };

/**
 * Every transition of the machine's state graph as a path to walk: the shortest path to the transition's source
 * state, then the transition. Events that leave the state as it was (refused ones) are left out unless
 * `keepRefused`: the model tests check refusals in every state instead.
 */
export function transitionPaths<State extends Snapshot<unknown>, Event extends EventObject, Input>(
  machine: ActorLogic<State, Event, Input>,
  options: TraversalOptions<State, Event, Input>,
  { keepRefused = false }: { keepRefused?: boolean } = {},
): PathStep<State>[][] {
  const shortest = new Map(
    getShortestPaths(machine, options).map((path) => [serializeSnapshot(path.state), path.steps]),
  );
  const adjacency = getAdjacencyMap(machine, options);
  const sources = Object.keys(adjacency) as (keyof typeof adjacency)[];
  return sources.flatMap((source) =>
    Object.values(adjacency[source]?.transitions ?? {})
      .filter((edge) => keepRefused || serializeSnapshot(edge.state) !== source)
      .map((edge) => [...(shortest.get(source) ?? []), { event: edge.event, state: edge.state }]),
  );
}
