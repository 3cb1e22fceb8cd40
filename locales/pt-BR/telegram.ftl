## The Telegram bot's own sentences (bots/telegram); the ones both bots say are in bots.ftl.

## /start and /help.
tg-help =
    Mande um link de um vídeo ou de uma música e eu te envio o arquivo.

    1. Cole um link (em um grupo: /dl <link>, me mencione ou responda a mim).
    2. Escolha um formato nos botões, ou uma taxa de bits de MP3.
    3. Espere um pouco: eu mostro o progresso e você pode cancelar.

    Para só um trecho, coloque os tempos depois do link: /dl <link> 1:20-2:05.

    Aqui posso enviar arquivos de até { SIZE($limit) }; formatos maiores estão marcados com ⚠️.

    /usage mostra quanto você usou hoje e seus limites.
    /language muda o idioma em que eu falo.

## The command menu (at most 256 characters each).
tg-command-dl = Baixar de um link: /dl <link> [1:20-2:05 para um trecho]
tg-command-usage = Seu uso hoje e seus limites
tg-command-help = Como usar este bot
tg-command-start = Começar
tg-command-language = Mudar o idioma do bot
tg-command-stats = Uso de todos (donos)
tg-command-allow = Permitir um usuário: /allow <id> (donos)
tg-command-block = Bloquear um usuário: /block <id> (donos)
tg-command-update = Versão do yt-dlp e atualização (donos)

## Links and cards.
tg-no-link = Mande um link (http ou https) de um vídeo ou de uma música.
tg-several-links = Sua mensagem tem vários links; peguei o primeiro.
tg-looking-up = Buscando…
tg-card-choose = Escolha um formato:
tg-card-too-large = ⚠️ = maior que os { SIZE($limit) } que posso enviar aqui.
tg-not-your-card = Só quem mandou o link pode usar estes botões.
tg-card-expired = Estes botões expiraram. Mande o link de novo para ver uma lista nova.
tg-back-button = ◀ Voltar

## A download.
tg-starting = { $label }: começando…
tg-progress-queued = { $label }: aguardando uma vaga livre ({ $ahead } na frente)…
tg-too-large-answer = { $label }: grande demais para enviar aqui
tg-cancel-button = Cancelar
tg-progress-downloading = { $label }: baixando… { $percent }%
tg-progress-downloading-bytes = { $label }: baixando… { SIZE($bytes) }
tg-progress-converting = { $label }: convertendo…
tg-progress-compressing = { $label }: comprimindo… { $percent }%
tg-progress-uploading = { $label }: enviando { SIZE($bytes) }…
tg-send-unconfirmed = O Telegram não confirmou que o arquivo chegou, então não o enviei de novo (talvez já esteja aqui). Se não estiver, tente mais uma vez.

## Owners' commands.
tg-not-owner = Este comando é para os donos deste bot.
tg-access-usage = Uso: /{ $command } <id de usuário do telegram> ou /{ $command } plataforma:id
tg-access-allowed = { $identity } agora está permitido.
tg-access-blocked = { $identity } agora está bloqueado.
tg-access-allow-list-active = Agora só usuários permitidos e donos podem usar o bot.

## /language.
tg-language-choose = Escolha o idioma em que eu falo com você:
tg-language-choose-chat = Escolha o idioma em que eu falo neste grupo:
tg-language-unknown = Não conheço o idioma "{ $code }". Escolha um destes:
tg-language-set = A partir de agora falo { $language } com você.
tg-language-set-chat = A partir de agora falo { $language } neste grupo.
tg-language-admins-only = Só os administradores do grupo podem mudar o idioma em que eu falo aqui.
