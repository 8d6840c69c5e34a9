// kafkajs's adapter for `kafkasim conform` (issue 25): the driver protocol of
// kafkasim/conform/driver.py, one JSON request a line on stdin, one answer a line on stdout,
// kafkajs's own logging on stderr.
//
// kafkajs has no manual assignment: `assign` subscribes a consumer group of the adapter's own
// (group.initial.rebalance.delay.ms 0 on the scorecard's cluster makes the join quick), runs
// the consumer into a buffer and seeks each partition to the offset asked. `consume` takes
// from that buffer. Usage: node kafkajs_conform.js (kafkasim conform kafkajs starts it).
'use strict'

const readline = require('readline')
const { Kafka, logLevel } = require('kafkajs')
const { version } = require('kafkajs/package.json')

let kafka = null
let consumer = null
let producer = null
let transaction = null
let records = []
let errors = []

class Unsupported extends Error {}

function connect (bootstrap, clientId) {
  return new Kafka({
    clientId,
    brokers: bootstrap.split(','),
    connectionTimeout: 3000,
    requestTimeout: 15000,
    retry: { initialRetryTime: 100, retries: 10 },
    logLevel: logLevel.INFO,
    logCreator: () => ({ level, log }) => {
      process.stderr.write(`kafkajs ${level} ${log.message} ${JSON.stringify(log)}\n`)
    }
  })
}

function errorName (error) {
  return error.type || error.name || 'Error'
}

const ops = {
  hello () {
    return { client: 'kafkajs', version, features: ['rack', 'groups', 'transactions'] }
  },

  async consumer ({ bootstrap, client_id: clientId, rack, group, config }) {
    kafka = connect(bootstrap, clientId)
    consumer = kafka.consumer({
      groupId: group || `${clientId}-${process.pid}`,
      rackId: rack || '',
      maxWaitTimeInMs: 500,
      ...(config || {})
    })
    consumer.on(consumer.events.CRASH, ({ payload }) => errors.push(errorName(payload.error)))
    await consumer.connect()
    return {}
  },

  async subscribe ({ topics }) {
    for (const topic of topics) await consumer.subscribe({ topic, fromBeginning: true })
    await run()
    return {}
  },

  async assign ({ topic, partitions, offset }) {
    await consumer.subscribe({ topic, fromBeginning: true })
    await run()
    for (const partition of partitions) {
      consumer.seek({ topic, partition, offset: String(offset) })
    }
    return {}
  },

  async consume ({ count, timeout_ms: timeoutMs }) {
    const deadline = Date.now() + timeoutMs
    while (records.length < count && Date.now() < deadline) {
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    const taken = records.slice(0, count)
    records = records.slice(count)
    const reported = errors
    errors = []
    return { records: taken, errors: reported }
  },

  seek ({ topic, partition, offset }) {
    consumer.seek({ topic, partition, offset: String(offset) })
    return {}
  },

  async commit () {
    await consumer.commitOffsets([])
    return {}
  },

  async producer ({ bootstrap, client_id: clientId, transactional_id: transactionalId, config }) {
    kafka = kafka || connect(bootstrap, clientId)
    producer = kafka.producer({
      transactionalId: transactionalId || undefined,
      idempotent: Boolean(transactionalId),
      maxInFlightRequests: transactionalId ? 1 : undefined,
      ...(config || {})
    })
    await producer.connect()
    return {}
  },

  async produce ({ topic, partition, values }) {
    const sender = transaction || producer
    const answers = await sender.send({
      topic, acks: -1, messages: values.map(value => ({ value, partition }))
    })
    const base = Number(answers[0].baseOffset)
    return { offsets: values.map((_, index) => base + index) }
  },

  async transaction ({ action }) {
    if (action === 'begin') {
      transaction = await producer.transaction()
    } else if (action === 'commit' || action === 'abort') {
      await transaction[action]()
      transaction = null
    } else {
      throw new Unsupported(`transaction action ${action}`)
    }
    return {}
  },

  async close () {
    if (consumer) await consumer.disconnect()
    if (producer) await producer.disconnect()
    return {}
  }
}

let running = false

// Runs the consumer into the buffer once; resolves after its first group join (kafkajs's seek
// throws "Consumer group was not initialized" before it).
async function run () {
  if (running) return
  running = true
  const joined = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no group join within 30 s')), 30000)
    const stop = consumer.on(consumer.events.GROUP_JOIN, () => {
      clearTimeout(timer)
      stop()
      resolve()
    })
  })
  await consumer.run({
    autoCommit: false,
    eachMessage: async ({ topic, partition, message }) => {
      records.push({
        topic, partition, offset: Number(message.offset),
        value: message.value ? message.value.toString('utf8') : ''
      })
    }
  })
  await joined
}

async function main () {
  const lines = readline.createInterface({ input: process.stdin })
  for await (const line of lines) {
    if (!line.trim()) continue
    const { id, op, ...args } = JSON.parse(line)
    let answer
    if (!(op in ops)) {
      answer = { ok: false, error: 'UNSUPPORTED', message: `no op ${op}` }
    } else {
      try {
        answer = { ok: true, ...(await ops[op](args)) }
      } catch (error) {
        process.stderr.write(`${error.stack}\n`)
        answer = error instanceof Unsupported
          ? { ok: false, error: 'UNSUPPORTED', message: error.message }
          : { ok: false, error: errorName(error), message: error.message }
      }
    }
    process.stdout.write(JSON.stringify({ ...answer, id }) + '\n')
    if (op === 'close') break
  }
  process.exit(0)
}

main()
