import { describe, expect, it, vi } from 'vitest';
import { statePublisher } from './statePublisher.js';

const microtasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('statePublisher', () => {
  it('should post once for changes made together', async () => {
    const publish = vi.fn();
    const publisher = statePublisher(publish);
    publisher.start();
    publisher.changed();
    publisher.changed();
    publisher.changed();
    expect(publish).not.toHaveBeenCalled();
    await microtasks();
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('should post nothing before it starts, and drop those changes', async () => {
    const publish = vi.fn();
    const publisher = statePublisher(publish);
    publisher.changed();
    await microtasks();
    publisher.start();
    publisher.flush();
    await microtasks();
    expect(publish).not.toHaveBeenCalled();
  });

  it('should post a pending change at once on flush, and not again after', async () => {
    const publish = vi.fn();
    const publisher = statePublisher(publish);
    publisher.start();
    publisher.flush();
    expect(publish).not.toHaveBeenCalled();
    publisher.changed();
    publisher.flush();
    expect(publish).toHaveBeenCalledTimes(1);
    await microtasks();
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('should post nothing once stopped, even if started again', async () => {
    const publish = vi.fn();
    const publisher = statePublisher(publish);
    publisher.start();
    publisher.changed();
    publisher.stop();
    publisher.start();
    await microtasks();
    publisher.changed();
    publisher.flush();
    expect(publish).not.toHaveBeenCalled();
  });
});
